module ocean_mod
  use constants_mod, only: pi, gravity, &
                           rho_water, cp_water, &
                           omega
  implicit none
contains
  real function pressure(depth)
    real, intent(in) :: depth
    pressure = rho_water * gravity * depth
  end function pressure
end module ocean_mod
