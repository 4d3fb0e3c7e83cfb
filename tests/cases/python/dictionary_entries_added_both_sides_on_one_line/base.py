def colours():
    palette = {"red": "#f00"}
    return palette
