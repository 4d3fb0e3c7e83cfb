def summarize(values):
    total = sum(values, 0.0)
    count = len(values)
    if count == 0:
        return None
    mean = total / count
    return {"total": total, "mean": mean}


def first(values):
    return values[0]
