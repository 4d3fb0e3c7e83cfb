module particle_mod
  implicit none
  type :: particle_t
    real :: x(3)
    real :: v(3)
    integer :: id = 0
  end type particle_t
end module particle_mod
