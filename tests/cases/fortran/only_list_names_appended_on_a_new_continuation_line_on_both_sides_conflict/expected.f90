module ocean_mod
  use constants_mod, only: pi, gravity, &
<<<<<<< left
                           rho_water, cp_water, &
                           kappa
||||||| base
                           rho_water, cp_water
=======
                           rho_water, cp_water, &
                           omega
>>>>>>> right
  implicit none
contains
  real function pressure(depth)
    real, intent(in) :: depth
    pressure = rho_water * gravity * depth
  end function pressure
end module ocean_mod
