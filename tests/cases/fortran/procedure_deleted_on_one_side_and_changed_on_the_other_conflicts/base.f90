module stats_mod
  implicit none
contains

  real function mean(x)
    real, intent(in) :: x(:)
    mean = sum(x) / size(x)
  end function mean

  real function variance(x)
    real, intent(in) :: x(:)
    variance = sum((x - mean(x))**2) / size(x)
  end function variance

end module stats_mod
