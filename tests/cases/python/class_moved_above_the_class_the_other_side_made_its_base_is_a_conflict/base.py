class A:
    x = 1


class B:
    y = 2
