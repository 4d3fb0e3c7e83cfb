def save(path, data):
    try:
        text = render(data)
        write(path, text)
    except OSError:
        pass
