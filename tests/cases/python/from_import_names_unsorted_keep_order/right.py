from mypkg.rows import parse, format_row, load

ROWS = [parse, format_row]
