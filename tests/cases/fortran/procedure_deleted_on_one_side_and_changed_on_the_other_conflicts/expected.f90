module stats_mod
  implicit none
contains

  real function mean(x)
    real, intent(in) :: x(:)
    mean = sum(x) / size(x)
  end function mean
<<<<<<< left
||||||| base

  real function variance(x)
    real, intent(in) :: x(:)
    variance = sum((x - mean(x))**2) / size(x)
  end function variance
=======

  real function variance(x)
    real, intent(in) :: x(:)
    variance = sum((x - mean(x))**2) / (size(x) - 1)
  end function variance
>>>>>>> right

end module stats_mod
