module stats_mod
  implicit none
contains

  real function mean(x)
    real, intent(in) :: x(:)
    mean = sum(x) / size(x)
  end function mean

end module stats_mod
