def save(path, data):
    with LOCK:
        text = render(data)
        write(path, text)
