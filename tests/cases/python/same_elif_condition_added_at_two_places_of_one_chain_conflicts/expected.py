def fee(kind, weight):
    if kind == "letter":
        return 1.0
<<<<<<< left
    elif kind == "pickup":
        return 0.0
    elif kind == "parcel":
        return 2.5 + weight * 0.1
||||||| base
    elif kind == "parcel":
        return 2.5 + weight * 0.1
=======
    elif kind == "parcel":
        return 2.5 + weight * 0.1
    elif kind == "pickup":
        return 0.5
>>>>>>> right
    else:
        raise ValueError(kind)
