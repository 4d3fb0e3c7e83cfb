enum Unit {
    METRE,
<<<<<<< left
    FOOT(0.3048);
||||||| base
=======
    FOOT(0.305);
>>>>>>> right
}
