enum Color:
  case Red, Green, Blue
