enum Color:
  case Red, Green, Blue, Black
