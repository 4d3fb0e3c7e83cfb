def save(path, data):
<<<<<<< left
    with LOCK:
        text = render(data)
        write(path, text)
||||||| base
    text = render(data)
    write(path, text)
=======
    try:
        text = render(data)
        write(path, text)
    except OSError:
        pass
>>>>>>> right
