module surface_flux_mod
  use physical_constants_mod, only: pi, gravity, rho_water, rho_ice, cp_water, cp_air, latent_vap, stefan_boltz
  implicit none
contains
  real function sensible(t)
    real, intent(in) :: t
    sensible = rho_water * cp_water * t
  end function sensible
end module surface_flux_mod
