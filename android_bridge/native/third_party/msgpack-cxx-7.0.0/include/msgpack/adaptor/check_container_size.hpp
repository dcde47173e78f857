//
// MessagePack for C++ static resolution routine
//
// Copyright (C) 2015-2016 KONDO Takatoshi
//
//    Distributed under the Boost Software License, Version 1.0.
//    (See accompanying file LICENSE_1_0.txt or copy at
//    http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef MSGPACK_CHECK_CONTAINER_SIZE_HPP
#define MSGPACK_CHECK_CONTAINER_SIZE_HPP

#include "msgpack/adaptor/check_container_size_decl.hpp"

#include "msgpack/v1/adaptor/check_container_size.hpp"

#endif // MSGPACK_CHECK_CONTAINER_SIZE_HPP
