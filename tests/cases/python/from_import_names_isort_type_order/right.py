from lexing import DEFAULT, MAX_SIZE, Parser, parse

RESULT = parse("", Parser(), MAX_SIZE)
