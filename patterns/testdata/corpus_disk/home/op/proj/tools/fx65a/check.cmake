if(NOT EXISTS ${CMAKE_SOURCE_DIR}/go.mod)
  message(FATAL_ERROR "no go.mod")
endif()
