module driver_mod
  use config_mod, only: config_t
  use io_mod, only: read_input
  use logger_mod, only: log_info
  use mesh_mod, only: mesh_t
  use timer_mod, only: timer_start
  implicit none
contains
  subroutine run()
    call timer_start()
  end subroutine run
end module driver_mod
