class A:
    x = 1


class B(A):
    y = 2
