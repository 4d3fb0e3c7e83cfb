def colours():
    palette = {"red": "#f00", "blue": "#00f"}
    return palette
