def allowed(line):
    return (
        line.depth == 0
<<<<<<< left
        and line.kind == "new"
||||||| base
        and line.kind == "old"
=======
        and line.kind == "new"
        and line.kind == "old"
>>>>>>> right
    )
