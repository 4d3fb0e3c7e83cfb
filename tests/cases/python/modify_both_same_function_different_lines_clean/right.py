def summarize(values):
    total = sum(values)
    count = len(values)
    if count == 0:
        return None
    mean = total / count
    return {"total": total, "mean": mean, "count": count}


def last(values):
    return values[-1]
