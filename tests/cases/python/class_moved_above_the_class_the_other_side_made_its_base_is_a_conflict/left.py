class B:
    y = 2


class A:
    x = 1
