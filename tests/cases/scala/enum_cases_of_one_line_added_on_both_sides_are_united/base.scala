enum Color:
  case Red, Green
