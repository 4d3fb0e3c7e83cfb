module flux_mod
  use constants_mod, only: pi, gravity, cp_air
  implicit none
contains
  real function weight(m)
    real, intent(in) :: m
    weight = m * gravity
  end function weight
end module flux_mod
