def save(path, data):
    text = render(data)
    write(path, text)
