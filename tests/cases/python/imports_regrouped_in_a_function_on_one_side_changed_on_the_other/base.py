def render(template, context):
    from jinja2 import Template, StrictUndefined
    import html
    page = Template(template, undefined=StrictUndefined).render(**context)
    return html.unescape(page)
