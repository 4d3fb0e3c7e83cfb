module particle_mod
  implicit none
  type :: particle_t
    real :: x(3)
    real :: v(3)
<<<<<<< left
    real :: mass = 1.0
||||||| base
=======
    integer :: id = 0
>>>>>>> right
  end type particle_t
end module particle_mod
