def render(template, context):
    from jinja2 import Template, StrictUndefined, select_autoescape
    import html
    autoescape = select_autoescape(["html"])
    page = Template(template, undefined=StrictUndefined, autoescape=autoescape).render(**context)
    return html.unescape(page)
