module comm_mod
  use kinds_mod, only: dp
#ifdef USE_OPENMP
  use omp_lib
#endif
  implicit none
  integer :: rank = 0
contains
  subroutine comm_init()
    rank = 0
  end subroutine comm_init
end module comm_mod
