//
// MessagePack for C++ FILE* buffer adaptor
//
// Copyright (C) 2016 KONDO Takatoshi
//
//    Distributed under the Boost Software License, Version 1.0.
//    (See accompanying file LICENSE_1_0.txt or copy at
//    http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef MSGPACK_FBUFFER_DECL_HPP
#define MSGPACK_FBUFFER_DECL_HPP

#include "msgpack/v1/fbuffer_decl.hpp"
#include "msgpack/v2/fbuffer_decl.hpp"
#include "msgpack/v3/fbuffer_decl.hpp"

#endif // MSGPACK_FBUFFER_DECL_HPP
