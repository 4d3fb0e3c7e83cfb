from mypkg.rows import parse, format_row, dump

ROWS = [parse, format_row]
