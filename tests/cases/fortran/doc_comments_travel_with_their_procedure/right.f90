module vec_mod
  implicit none
contains

  !> Dot product of two vectors.
  real function dot(a, b)
    real, intent(in) :: a(:), b(:)
    dot = sum(a * b)
  end function dot

  !> Euclidean length of a vector.
  real function length(a)
    real, intent(in) :: a(:)
    length = norm2(a)
  end function length

  !> Unit vector along a.
  function unit(a) result(u)
    real, intent(in) :: a(:)
    real :: u(size(a))
    u = a / length(a)
  end function unit

end module vec_mod
