def colours():
    palette = {"red": "#f00", "green": "#0f0"}
    return palette
