def render(template, context):
    import html

    from jinja2 import StrictUndefined
    from jinja2 import Template
    page = Template(template, undefined=StrictUndefined).render(**context)
    return html.unescape(page)
