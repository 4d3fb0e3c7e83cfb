enum Color:
  case Red, Green, Black
