from mypkg.rows import parse, format_row

ROWS = [parse, format_row]
