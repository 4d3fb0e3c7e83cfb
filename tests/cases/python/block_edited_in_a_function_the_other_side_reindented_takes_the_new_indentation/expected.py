def total(items):
  result = 0
  for item in items:
    if item.free:
      continue
    result += item.price
  return result


def count(items):
    return len(items)
