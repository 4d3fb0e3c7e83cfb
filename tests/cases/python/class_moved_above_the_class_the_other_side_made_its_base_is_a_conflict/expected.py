<<<<<<< left
class B:
||||||| base
class A:
    x = 1


class B:
=======
class A:
    x = 1


class B(A):
>>>>>>> right
    y = 2


class A:
    x = 1
