def total(items):
  result = 0
  for item in items:
    result += item.price
  return result


def count(items):
    return len(items)
