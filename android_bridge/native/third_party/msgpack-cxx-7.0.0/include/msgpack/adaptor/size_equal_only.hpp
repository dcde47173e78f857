//
// MessagePack for C++ static resolution routine
//
// Copyright (C) 2016 KONDO Takatoshi
//
//    Distributed under the Boost Software License, Version 1.0.
//    (See accompanying file LICENSE_1_0.txt or copy at
//    http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef MSGPACK_TYPE_SIZE_EQUAL_ONLY_HPP
#define MSGPACK_TYPE_SIZE_EQUAL_ONLY_HPP

#include "msgpack/adaptor/size_equal_only_decl.hpp"

#include "msgpack/v1/adaptor/size_equal_only.hpp"

#endif // MSGPACK_TYPE_SIZE_EQUAL_ONLYL_HPP
