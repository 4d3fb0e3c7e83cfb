from lexing import MAX_SIZE, Lexer, Parser, parse

RESULT = parse("", Parser(), MAX_SIZE)
