def is_number(value):
<<<<<<< left
    return isinstance(value, (int, float, complex))
||||||| base
    return isinstance(value, (int, float))
=======
    return isinstance(value, (int, float, Decimal))
>>>>>>> right
