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
    length = sqrt(dot(a, a))
  end function length

end module vec_mod
