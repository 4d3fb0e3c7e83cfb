from mypkg.rows import parse, format_row, dump, load

ROWS = [parse, format_row]
