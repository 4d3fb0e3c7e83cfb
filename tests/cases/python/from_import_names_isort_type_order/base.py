from lexing import MAX_SIZE, Parser, parse

RESULT = parse("", Parser(), MAX_SIZE)
