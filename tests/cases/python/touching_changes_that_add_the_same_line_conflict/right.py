def allowed(line):
    return (
        line.depth == 0
        and line.kind == "new"
        and line.kind == "old"
    )
