module vec_mod
  implicit none
contains

  !> Euclidean length of a vector.
  real function length(a)
    real, intent(in) :: a(:)
    length = sqrt(dot(a, a))
  end function length

  !> Dot product of two vectors.
  real function dot(a, b)
    real, intent(in) :: a(:), b(:)
    dot = sum(a * b)
  end function dot

end module vec_mod
